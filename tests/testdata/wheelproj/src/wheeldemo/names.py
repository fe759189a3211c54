def hello(who):
    return "hello " + who
